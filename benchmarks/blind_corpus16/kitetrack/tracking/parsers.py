"""Telemetry uploads from the ground-station app."""
import pickle

from rest_framework.parsers import BaseParser


class TelemetryParser(BaseParser):
    media_type = "application/x-kitetrack-telemetry"

    def parse(self, stream, media_type=None, parser_context=None):
        return pickle.loads(stream.read())
