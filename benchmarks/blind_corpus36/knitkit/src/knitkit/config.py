import os

RAVELRY_API = "https://api.ravelry.example/v2"
RAVELRY_CLIENT_ID = "knitkit-desktop"
RAVELRY_CLIENT_SECRET = "rvl_cs_58e2a0f4c91b7d36aa10"
CHART_DIR = os.path.join(os.path.dirname(__file__), "data", "charts")
BUILTIN_CHARTS = {"cable-6": "cable6.chart", "moss": "moss.chart", "fair-isle-peerie": "peerie.chart"}
