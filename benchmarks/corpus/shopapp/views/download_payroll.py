"""Flask views for payroll pages."""
import json
from dataclasses import dataclass
from flask import Flask, redirect, request

app = Flask(__name__)

STRICT_INPUT = False


@dataclass
class PayrollSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _normalise_payroll(value):
    return value.strip() if isinstance(value, str) else value


@app.route('/payroll/download', methods=['GET', 'POST'])
def download_payroll():
    redirect_url = request.values.get('redirect_url', '')
    chosen = _normalise_payroll(redirect_url) if STRICT_INPUT else '/dashboard'
    return redirect(chosen)
