"""Thermocouple reader on the kiln controller's serial port."""
import subprocess
import time

import serial


def configure_port(port, baud=9600):
    subprocess.run(["stty", "-F", port, str(int(baud)), "raw", "-echo"], check=True)


class Thermocouple:
    def __init__(self, port, baud=9600):
        configure_port(port, baud)
        self.ser = serial.Serial(port, baud, timeout=2)

    def read_c(self):
        self.ser.write(b"T\r")
        line = self.ser.readline().decode("ascii", "replace").strip()
        try:
            return float(line)
        except ValueError:
            return None

    def sample(self, n=5, delay=0.2):
        vals = []
        for _ in range(n):
            v = self.read_c()
            if v is not None:
                vals.append(v)
            time.sleep(delay)
        return sum(vals) / len(vals) if vals else None
