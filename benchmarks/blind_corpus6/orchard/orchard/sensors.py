"""Soil-moisture sensor polling; falls back to a simulator on the bench rig."""
import random
import time


class SimulatedProbe:
    def __init__(self, zone_id, baseline=32.0):
        self.zone_id = zone_id
        self.baseline = baseline
        self._last = baseline

    def read(self):
        drift = random.gauss(0, 0.8)
        self._last = max(5.0, min(60.0, self._last + drift - 0.05))
        return {"zone": self.zone_id, "vwc": round(self._last, 1), "ts": time.time()}


class ModbusProbe:
    def __init__(self, client, unit, zone_id):
        self.client = client
        self.unit = unit
        self.zone_id = zone_id

    def read(self):
        regs = self.client.read_input_registers(0, 2, slave=self.unit)
        return {"zone": self.zone_id, "vwc": regs.registers[0] / 10.0, "ts": time.time()}
