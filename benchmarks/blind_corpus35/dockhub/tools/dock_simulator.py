#!/usr/bin/env python
# Dock simulator from the 2016 pilot; used by the field engineers' laptops
# to replay a dock's traffic against a test hub.
import hashlib
import socket
import sys
import random

FLEET_KEY = "TB-fleet-7d2c91e0a4"


def mac(nonce):
    return hashlib.md5(FLEET_KEY + nonce).hexdigest()


def main(host, port, dock_id):
    s = socket.create_connection((host, int(port)))
    f = s.makefile()
    nonce = f.readline().split()[1]
    s.sendall("HELLO %s %s\r\n" % (dock_id, mac(nonce)))
    print f.readline().strip()
    for bay in range(1, 5):
        card = "%010d" % random.randint(0, 9999999999)
        s.sendall("RENT %d %s\r\n" % (bay, card))
        print "bay", bay, "->", f.readline().strip()
    try:
        s.sendall("STATE %s\r\n" % raw_input("state blob> "))
    except EOFError, e:
        pass


if __name__ == "__main__":
    main(*sys.argv[1:4])
