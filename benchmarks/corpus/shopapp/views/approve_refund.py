"""Flask views for refund pages."""
import logging
from flask import Flask, redirect, request

app = Flask(__name__)

log = logging.getLogger(__name__)


@app.route('/refund/approve', methods=['POST'])
def approve_refund():
    target = request.values.get('target', '')
    return redirect(target)
