"""Clapper: the line-protocol controller for a carillon's practice consoles and chime automaton."""
