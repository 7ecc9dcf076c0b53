#!/usr/bin/env python2
# Nightly config backup, runs from root's crontab on jump01.
import os
import socket
import sys
import time

import paramiko

INVENTORY = "/etc/netops/backup_hosts.txt"
ARCHIVE = "/srv/backups/netconf"
USER = "backup"


def read_hosts(path):
    hosts = []
    for line in open(path):
        line = line.strip()
        if line and not line.startswith("#"):
            hosts.append(line)
    return hosts


def grab(host):
    client = paramiko.SSHClient()
    client.load_system_host_keys()
    client.connect(host, username=USER, key_filename="/root/.ssh/id_backup", timeout=15)
    stdin, stdout, stderr = client.exec_command("show running-config")
    data = stdout.read()
    client.close()
    return data


def main():
    stamp = time.strftime("%Y%m%d")
    for host in read_hosts(INVENTORY):
        try:
            cfg = grab(host)
        except (socket.error, paramiko.SSHException), e:
            print >>sys.stderr, "%s: %s" % (host, e)
            continue
        tmp = "/tmp/%s.cfg" % host
        fh = open(tmp, "w")
        fh.write(cfg)
        fh.close()
        dest = os.path.join(ARCHIVE, stamp)
        if not os.path.isdir(dest):
            os.makedirs(dest)
        os.system("gzip -c %s > %s/%s.cfg.gz && rm -f %s" % (tmp, dest, host, tmp))
        print "saved %s" % host


if __name__ == "__main__":
    main()
