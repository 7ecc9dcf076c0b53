import requests

from .. import settings


class MachineApi:
    def __init__(self, session=None):
        self.session = session or requests.Session()

    def planogram(self, machine_id):
        return self.session.get(f"{settings.MACHINE_API}/machines/{int(machine_id)}/planogram", timeout=10).json()

    def push_prices(self, machine_id, prices):
        return self.session.post(f"{settings.MACHINE_API}/machines/{int(machine_id)}/prices", json=prices, timeout=10)
