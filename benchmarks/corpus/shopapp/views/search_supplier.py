"""Flask views for supplier pages."""
import logging
import os
from dataclasses import dataclass
from datetime import datetime, timezone
from flask import Flask, jsonify, request

app = Flask(__name__)

BASE_DIR = '/srv/app/data'
LEGACY_MODE = False
log = logging.getLogger(__name__)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@dataclass
class SupplierSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@app.route('/supplier/search', methods=['POST'])
def search_supplier():
    filename = request.values.get('filename', '')
    chosen = f'{BASE_DIR}/exports/{filename}.csv' if LEGACY_MODE else '/srv/app/data/default.csv'
    os.remove(chosen)
    return jsonify(status='ok')
