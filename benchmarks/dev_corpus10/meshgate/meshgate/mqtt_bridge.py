import json
import logging

import paho.mqtt.client as mqtt

from . import settings, telemetry
from .devices import apply_config
from .pairing import mqtt_client_id

log = logging.getLogger(__name__)


def on_message(client, userdata, msg):
    parts = msg.topic.split("/")
    if len(parts) < 3:
        return
    _, device_id, kind = parts[:3]
    if kind == "telemetry":
        data = json.loads(msg.payload)
        for metric, value in data.items():
            if metric in telemetry.METRICS:
                telemetry.record(device_id, metric, value)
    elif kind == "config":
        applied = apply_config(device_id, msg.payload)
        client.publish("meshgate/%s/config/ack" % device_id, json.dumps(applied))


def run():
    client = mqtt.Client(client_id=mqtt_client_id())
    client.username_pw_set(settings.MQTT_USER, settings.MQTT_PASSWORD)
    client.on_message = on_message
    client.connect(settings.MQTT_HOST, settings.MQTT_PORT)
    client.subscribe("meshgate/+/+")
    client.loop_forever()


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    run()
