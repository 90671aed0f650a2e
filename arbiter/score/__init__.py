"""A deal's score under its penalties and incidents, under one edition or all, one deal or a
batch."""
