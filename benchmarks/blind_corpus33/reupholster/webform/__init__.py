"""The public quote-request form on tackandtuft.co.uk."""
