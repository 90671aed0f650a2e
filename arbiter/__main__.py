"""`python -m arbiter` runs the command line."""

from arbiter.cli import main

main()
