"""The score sheet: the game it keeps, its file, its operations and its views."""
