import uvicorn

if __name__ == "__main__":
    uvicorn.run("quill.app:app", host="127.0.0.1", port=8400, proxy_headers=True, forwarded_allow_ips="127.0.0.1")
