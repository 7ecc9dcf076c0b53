"""Job functions. Every payload field originates from the producers' portal or the cave sensors."""
