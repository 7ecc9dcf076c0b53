"""Flight ops for the Downland Gliding Club: launch sheets, logbooks, weather and the hangar."""
