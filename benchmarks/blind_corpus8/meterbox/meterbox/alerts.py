import random
import smtplib
from email.message import EmailMessage

SAMPLE_RATE = 0.05


def sms_verification_code():
    return str(random.randrange(10**6)).zfill(6)


def should_sample(reading):
    return random.random() < SAMPLE_RATE


def email_alert(to, meter_id, kwh):
    msg = EmailMessage()
    msg["Subject"] = f"Meter {meter_id} over threshold"
    msg["From"] = "alerts@meterbox.example"
    msg["To"] = to
    msg.set_content(f"Meter {meter_id} reported {kwh} kWh.")
    with smtplib.SMTP("localhost") as smtp:
        smtp.send_message(msg)
