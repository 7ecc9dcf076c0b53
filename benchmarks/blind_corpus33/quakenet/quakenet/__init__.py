"""Collector for the QuakeNet volunteer seismograph network.

Stations (mostly Raspberry Pi recorders in schools and homes) keep a TCP
connection open and send one command per line. A small twisted.web site
shows the network's status to members.
"""
