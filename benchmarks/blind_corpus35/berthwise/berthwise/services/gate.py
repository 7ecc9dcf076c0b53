import subprocess
from datetime import date

from ..settings import get_settings


class GateController:
    """Registers visitor PINs on the pontoon gate keypad controller."""

    def __init__(self, host: str, token: str):
        self.host = host
        self.token = token

    def register_pin(self, pin: str, valid_from: date, valid_to: date) -> None:
        subprocess.run(
            ["gatectl", "--host", self.host, "--token", self.token, "add-pin", pin,
             valid_from.isoformat(), valid_to.isoformat()],
            check=True, timeout=20,
        )


_s = get_settings()
gate = GateController(_s.gate_controller_host, _s.gate_api_token)
