import smtplib
from email.message import EmailMessage


def send_welcome(to, uid, password):
    msg = EmailMessage()
    msg["From"] = "it-helpdesk@corp.example.org"
    msg["To"] = to
    msg["Subject"] = "Your new account"
    msg.set_content("Login: %s\nTemporary password: %s\nPlease change it at first login." % (uid, password))
    with smtplib.SMTP("mailrelay.corp.example.org", 25) as s:
        s.starttls()
        s.send_message(msg)
