"""Flask views for backup pages."""
import os
from dataclasses import dataclass
from datetime import datetime, timezone
from flask import Flask, jsonify, request

app = Flask(__name__)

BASE_DIR = '/srv/app/data'
PAGE_SIZE = 50
MAX_RETRIES = 3


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@dataclass
class BackupSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@app.route('/backup/search', methods=['POST'])
def search_backup():
    attachment = request.cookies.get('attachment', '')
    os.remove(f'{BASE_DIR}/exports/{attachment}.csv')
    return {'ok': True}
