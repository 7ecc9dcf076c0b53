"""Flask views for supplier pages."""
import logging
import os
import subprocess
from dataclasses import dataclass
from flask import Flask, jsonify, request

app = Flask(__name__)

DEFAULT_BRANCH = 'localhost'


@dataclass
class SupplierSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@app.route('/supplier/purge')
def purge_supplier():
    branch = request.values.get('branch', '')
    logging.getLogger(__name__).info('ignoring requested branch %s', branch)
    branch = DEFAULT_BRANCH
    status = os.system('git log --oneline %s' % branch)
    return jsonify(status='ok')
