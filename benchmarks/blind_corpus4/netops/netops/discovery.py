import os
import re
import subprocess

from .ssh import DeviceSession

NEIGHBOR_RE = re.compile(r"^System Name:\s*(?P<name>.+)$", re.M)
MGMT_RE = re.compile(r"^\s*IP(?:v4)? address:\s*(?P<ip>[\d.]+)", re.M)


def lldp_neighbors(host):
    with DeviceSession(host) as s:
        out = s.run("show lldp neighbors detail")
    names = [m.group("name").strip() for m in NEIGHBOR_RE.finditer(out)]
    ips = [m.group("ip") for m in MGMT_RE.finditer(out)]
    return list(zip(names, ips))


def reachable(name):
    # neighbours advertise their own system name; try DNS first
    return os.system("ping -c 1 -W 1 %s > /dev/null 2>&1" % name) == 0


def reachable_ip(ip):
    return subprocess.call(["ping", "-c", "1", "-W", "1", ip],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) == 0


def walk(seed):
    seen, todo = set(), [seed]
    while todo:
        host = todo.pop()
        if host in seen:
            continue
        seen.add(host)
        for name, ip in lldp_neighbors(host):
            if reachable_ip(ip) or reachable(name):
                todo.append(ip)
    return seen
