"""tilemill - tile proxy, static map renderer and sprite host."""
