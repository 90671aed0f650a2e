"""The game itself: a deal's hands and tricks, what a hand holds, the laws of scoring, and the
one walk that scores a deal, with or without penalties."""
