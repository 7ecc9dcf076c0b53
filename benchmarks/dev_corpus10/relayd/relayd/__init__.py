"""relayd - a small store-and-forward message relay speaking a line protocol."""
