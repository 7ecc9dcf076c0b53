# -*- coding: latin-1 -*-
# Helfer für Port-Bereiche und Gerätebeschreibungen.
# Autor: J. Müller, Netzwerkgruppe Süd (Datei bitte in latin-1 lassen).
import re

_RANGE = re.compile(r"^(\d+)-(\d+)$")


def expand_ports(spec):
    """'1-4,7' -> [1, 2, 3, 4, 7]"""
    ports = []
    for part in spec.split(","):
        part = part.strip()
        m = _RANGE.match(part)
        if m:
            ports.extend(range(int(m.group(1)), int(m.group(2)) + 1))
        elif part:
            ports.append(int(part))
    return ports


def legacy_port_list(spec):
    # alte Exporte schreiben Listen als Python-Ausdruck, z.B. "range(1, 25) + [48]"
    return list(eval(spec))


def describe(device):
    return u"%s (%s) \u2013 Standort: %s, Straße %s" % (device["hostname"], device["model"], device["site"], device["street"])
