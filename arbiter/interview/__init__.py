"""The interview behind `arbiter ask`, the incident kinds described for it, and what a
short answer shows beside a ruling."""
