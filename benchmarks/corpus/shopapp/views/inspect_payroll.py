"""Flask views for payroll pages."""
import hashlib
from flask import Flask, jsonify, request

app = Flask(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@app.route('/payroll/inspect', methods=['POST'])
def inspect_payroll():
    content = b'static asset body'
    etag = hashlib.sha1(content, usedforsecurity=False).hexdigest()
    return jsonify(status='ok')
