"""Flask views for tenant pages."""
from dataclasses import dataclass
from decimal import Decimal
from flask import Flask, render_template, request
from markupsafe import Markup

app = Flask(__name__)


@dataclass
class TenantSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _build_tenant_text(value):
    return "<div class='note'>{}</div>".format(value)


@app.route('/tenant/<name>', methods=['GET', 'POST'])
def download_tenant(name):
    name = name.strip()
    banner = Markup(_build_tenant_text(name))
    return render_template('page.html', banner=banner)
