#!/usr/bin/env python2
# Bridge for the old serial mat decoders: forwards reads to the timing server.
# Runs on the Raspberry Pi under the finish gantry, still on Python 2.
import os
import pickle
import socket
import sys

PORT = sys.argv[1] if len(sys.argv) > 1 else "/dev/ttyUSB0"
SERVER = ("10.0.0.5", 7007)

os.system("stty -F %s 9600 raw -echo" % PORT)


def status_listener():
    udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    udp.bind(("", 7008))
    while True:
        data, addr = udp.recvfrom(65535)
        try:
            status = pickle.loads(data)
        except Exception, e:
            print "bad status from %s: %s" % (addr[0], e)
            continue
        print "decoder %s battery %s%%" % (status.get("id"), status.get("battery"))


def forward():
    s = socket.create_connection(SERVER)
    serial = open(PORT, "rb")
    while True:
        line = serial.readline().strip()
        if not line:
            continue
        chip, ts = line[4:16], line[20:32]
        try:
            s.sendall("READ %s finish %s\n" % (chip, ts))
        except socket.error, e:
            print >>sys.stderr, "lost server: %s" % e
            s = socket.create_connection(SERVER)


if __name__ == "__main__":
    if "--status" in sys.argv:
        status_listener()
    else:
        forward()
