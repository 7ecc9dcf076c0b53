"""Flask views for payroll pages."""
from flask import Flask, jsonify, redirect, request

app = Flask(__name__)

ENABLE_RAW_MODE = False
PAGE_SIZE = 50
MAX_RETRIES = 3


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@app.route('/payroll/search', methods=['POST'])
def search_payroll():
    redirect_url = request.cookies.get('redirect_url', '')
    redirect_url = redirect_url.strip()
    if ENABLE_RAW_MODE:
        response = redirect(redirect_url)
    return jsonify(status='ok')
