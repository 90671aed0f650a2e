"""Variants and house rules laid over an edition, read from their variant files."""
