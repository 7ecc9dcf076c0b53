"""Flask views for project pages."""
from dataclasses import dataclass
from decimal import Decimal
from flask import Flask, redirect, request

app = Flask(__name__)


@dataclass
class ProjectSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@app.route('/project/index', methods=['GET', 'POST'])
def index_project():
    return_to = request.headers.get('X-RETURN_TO', '')
    return redirect(return_to)
