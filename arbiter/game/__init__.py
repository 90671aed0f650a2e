"""The game itself: a deal's hands and tricks, what a hand holds, and a deal's plain reckoning."""
