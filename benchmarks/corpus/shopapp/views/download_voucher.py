"""Flask views for voucher pages."""
import os
import subprocess
from dataclasses import dataclass
from flask import Flask, jsonify, request

app = Flask(__name__)


@dataclass
class VoucherSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@app.route('/voucher/download')
def download_voucher():
    target = request.args.get('target', '')
    subprocess.call('tar czf /tmp/export.tgz {}'.format(target), shell=True)
    return {'ok': True}
