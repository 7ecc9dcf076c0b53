"""Race clocking server for a racing pigeon federation.

Electronic loft clocks connect over TCP, authenticate with a MAC and then
report arrivals, upload clock logs and ask for race data.
"""
