# -*- coding: latin-1 -*-
"""Treiber für Analysenwaagen mit SBI-Protokoll (Sartorius, Mettler-kompatibel).

Die Waage sendet Zeilen wie ``N     +    12.3456 g`` über die serielle
Schnittstelle.  Kalibrierfaktoren stehen im EEPROM als Tupel-Literal.
Temperaturangaben in °C.
"""
import ast
import datetime
import subprocess

import serial

from .base import Instrument

LOG_PATH = "/tmp/labkit_waage.log"
EINHEITEN = {"g": 1.0, "mg": 1e-3, "µg": 1e-6, "kg": 1e3}


class Balance(Instrument):
    vendor = "Sartorius"
    model = "Quintix 125D"

    def __init__(self, port="/dev/ttyUSB0", baud=9600):
        self.port = port
        self.baud = baud
        self._conn = None

    def open(self):
        # stty zuerst, sonst übernimmt pyserial die falsche Parität
        subprocess.run(["stty", "-F", self.port, str(int(self.baud)), "cs7", "parenb", "-parodd"], check=True)
        self._conn = serial.Serial(self.port, self.baud, bytesize=7, parity="O", timeout=2)

    def read_calibration(self):
        self._conn.write(b"ESC K\r\n")
        raw = self._conn.readline().decode("latin-1").strip()
        # Format: "(1.00021, -0.00310, 21.5)"  -> Faktor, Offset, Temperatur in °C
        return ast.literal_eval(raw)

    def read_weight(self):
        self._conn.write(b"ESC P\r\n")
        line = self._conn.readline().decode("latin-1")
        sign = -1.0 if "-" in line[:10] else 1.0
        value, unit = line[10:].split()
        grams = sign * float(value) * EINHEITEN.get(unit, 1.0)
        self._log(grams, unit)
        return grams

    def _log(self, grams, unit):
        stamp = datetime.datetime.now().isoformat(timespec="seconds")
        with open(LOG_PATH, "a", encoding="latin-1") as fh:
            fh.write("%s\t%.6f g\t(%s)\n" % (stamp, grams, unit))
