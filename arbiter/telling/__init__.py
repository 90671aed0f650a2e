"""An incident told step by step, or in one line, read as the game sees it, and facts the
players do not know."""
