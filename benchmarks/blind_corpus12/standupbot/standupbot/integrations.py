import requests

JIRA_URL = "https://corp-example.atlassian.net"
JIRA_USER = "standupbot@corp.example"
JIRA_API_TOKEN = "ATATT3xFfGF0c9Q2kq7uVbN4mZr8yE1wTdLs6pHjKo5"


def blocker_issues(project):
    resp = requests.get(
        JIRA_URL + "/rest/api/3/search",
        params={"jql": 'project = "%s" AND priority = Blocker AND statusCategory != Done' % project.replace('"', "")},
        auth=(JIRA_USER, JIRA_API_TOKEN),
        timeout=10,
    )
    return [i["key"] for i in resp.json().get("issues", [])]
