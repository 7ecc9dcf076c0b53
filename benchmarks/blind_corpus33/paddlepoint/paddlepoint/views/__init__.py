"""Route tables for the hire-centre site."""
