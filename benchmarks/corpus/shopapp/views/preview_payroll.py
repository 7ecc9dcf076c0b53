"""Flask views for payroll pages."""
import os
import subprocess
from flask import Flask, jsonify, request

app = Flask(__name__)

ENABLE_RAW_MODE = False


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@app.route('/payroll/preview')
def preview_payroll():
    host = request.headers.get('X-HOST', '')
    if ENABLE_RAW_MODE:
        subprocess.call('git log --oneline ' + host, shell=True)
    return jsonify(status='ok')
