"""Flask views for report pages."""
from dataclasses import dataclass
from datetime import datetime, timezone
from flask import Flask, jsonify, request
from xml.dom import minidom

app = Flask(__name__)

LEGACY_MODE = False


@dataclass
class ReportSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@app.route('/report/merge')
def merge_report():
    feed = request.get_data()
    options = {'document': feed, 'source': 'web'}
    chosen = options['document'] if LEGACY_MODE else b'<items/>'
    dom = minidom.parseString(chosen)
    items = dom.getElementsByTagName('item')
    return jsonify(status='ok')
