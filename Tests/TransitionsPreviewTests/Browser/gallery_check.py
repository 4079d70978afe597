"""Opens a gallery page in headless Chromium and reports what it saw, as one JSON object.

usage: gallery_check.py PAGE.html SCREENSHOT.png [SCENARIO]

Playback is checked on SCENARIO (a data-scenario name), or on the first scenario.

Run by BrowserTests.swift, which asserts on the report. Needs Debian's chromium and
chromium-driver and PyPI's selenium; never downloads a driver.

The browser's profile is a fresh folder in the temporary folder (TMPDIR, which the test sets
to a folder of its own), removed when the browser has quit.
"""

import json
import shutil
import sys
import tempfile
import time
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By


def browser(profile):
    options = webdriver.ChromeOptions()
    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    if binary:
        options.binary_location = binary
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--window-size=1280,900",
                     "--user-data-dir=" + profile):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(executable_path=shutil.which("chromedriver"))
    return webdriver.Chrome(service=service, options=options)


def presented_y(driver, scenario):
    return driver.execute_script(
        "var r = arguments[0].querySelector('.phone svg rect[data-role=presented]');"
        "return r ? parseFloat(r.getAttribute('y')) : null;", scenario)


def main():
    page = Path(sys.argv[1]).resolve()
    screenshot = sys.argv[2]
    profile = tempfile.mkdtemp(prefix="chromium-profile-")
    try:
        check(page, screenshot, profile)
    finally:
        shutil.rmtree(profile, ignore_errors=True)


def check(page, screenshot, profile):
    driver = browser(profile)
    report = {}
    try:
        driver.set_page_load_timeout(60)
        driver.get(page.as_uri())
        time.sleep(0.3)
        scenarios = driver.find_elements(By.CSS_SELECTOR, "article.scenario")
        report["scenarios"] = len(scenarios)
        report["previews"] = len(driver.find_elements(By.CSS_SELECTOR, "article.scenario .phone svg"))
        report["charts"] = len(driver.find_elements(By.CSS_SELECTOR, "article.scenario .chart svg"))
        report["names"] = [s.get_attribute("data-scenario") for s in scenarios]

        target = sys.argv[3] if len(sys.argv) > 3 else None
        first = next((s for s in scenarios if s.get_attribute("data-scenario") == target),
                     scenarios[0])
        report["checked"] = first.get_attribute("data-scenario")
        counter = first.find_element(By.CSS_SELECTOR, ".counter")
        report["counterBefore"] = counter.text
        report["presentedYBefore"] = presented_y(driver, first)
        first.find_element(By.CSS_SELECTOR, "button.play").click()
        time.sleep(0.6)
        report["counterPlaying"] = counter.text
        report["presentedYPlaying"] = presented_y(driver, first)
        first.find_element(By.CSS_SELECTOR, "button.play").click()  # pause

        driver.execute_script(
            "var s = arguments[0].querySelector('input.scrub'); s.value = '12';"
            "s.dispatchEvent(new Event('input'));", first)
        report["counterAfterSeek"] = counter.text
        report["frameAfterSeek"] = first.get_attribute("data-frame")

        first.find_element(By.CSS_SELECTOR, "button.step").click()
        report["frameAfterStep"] = first.get_attribute("data-frame")

        # Scrolling content: which previews draw rows, and where the page's player puts them
        # at frame 30 of a scroll hand-off (compared with the Swift renderer's rows).
        rows = {}
        for scenario in scenarios:
            count = len(scenario.find_elements(By.CSS_SELECTOR, ".phone svg rect.content-row"))
            if count:
                rows[scenario.get_attribute("data-scenario")] = count
        report["contentRows"] = rows
        hand_off = next((s for s in scenarios
                         if s.get_attribute("data-scenario").endswith("scroll-hand-off")), None)
        if hand_off is not None:
            driver.execute_script(
                "var s = arguments[0].querySelector('input.scrub'); s.value = '30';"
                "s.dispatchEvent(new Event('input'));", hand_off)
            report["handOffRowTops"] = driver.execute_script(
                "return Array.prototype.map.call("
                "arguments[0].querySelectorAll('.phone svg rect.content-row'),"
                "function (r) { return parseFloat(r.getAttribute('y')); });", hand_off)

        # The popover's arrow: at the last frame of popover-arrow-left, the page's player draws
        # the triangle (compared with the Swift renderer's); no arrow rectangle.
        arrow = next((s for s in scenarios
                      if s.get_attribute("data-scenario") == "popover-arrow-left"), None)
        if arrow is not None:
            last = int(arrow.get_attribute("data-frames")) - 1
            driver.execute_script(
                "var s = arguments[0].querySelector('input.scrub'); s.value = arguments[1];"
                "s.dispatchEvent(new Event('input'));", arrow, str(last))
            report["arrowFrame"] = arrow.get_attribute("data-frame")
            report["arrowPoints"] = driver.execute_script(
                "var p = arguments[0].querySelector('.phone svg polygon[data-role=arrow]');"
                "return p ? p.getAttribute('points') : null;", arrow)
            report["arrowRects"] = len(
                arrow.find_elements(By.CSS_SELECTOR, ".phone svg rect[data-role=arrow]"))

        driver.find_element(By.CSS_SELECTOR, "button.play-all").click()
        time.sleep(0.4)
        driver.save_screenshot(screenshot)
        report["errors"] = [entry["message"] for entry in driver.get_log("browser")
                            if entry.get("level") == "SEVERE"]
    finally:
        driver.quit()
    print(json.dumps(report))


if __name__ == "__main__":
    main()
