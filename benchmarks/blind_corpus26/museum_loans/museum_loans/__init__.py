"""Inter-museum object loan registry."""
