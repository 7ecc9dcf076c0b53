"""University chess society: members, games, tournaments and rating lists."""
