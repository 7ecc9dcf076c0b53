"""DockHub: central line-protocol server for the Tolworth Bikes docking stations.

Docks connect over their cellular modems to port 7070 and send one command per line.
"""
