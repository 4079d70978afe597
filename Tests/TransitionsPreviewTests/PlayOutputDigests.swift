// The digests of `play`'s output for every gallery scenario (see PlayOutputIdentityTests).
// Recorded on the commit before the Transitions house refactor (issue 17).

let playOutputDigests: [String: PlayOutputIdentityTests.Output] = [
  "card-present": .init(
    jsonBytes: 50011, json: 0x2b2395612916b6c9, csvBytes: 27957, csv: 0x3e9429f039adead1),
  "card-dismiss": .init(
    jsonBytes: 48507, json: 0xed0d9ecd509b2c0, csvBytes: 26083, csv: 0x82ce2728ef293c2a),
  "card-interactive-finish": .init(
    jsonBytes: 88624, json: 0x72f6c5df37769cb1, csvBytes: 51835, csv: 0x8ce06fafe81f55ba),
  "card-interactive-cancel": .init(
    jsonBytes: 75956, json: 0x5484683dc8b11730, csvBytes: 45005, csv: 0x148050aa0f2b5f06),
  "card-flick": .init(
    jsonBytes: 51177, json: 0x9f284809d4e8b7f4, csvBytes: 27956, csv: 0x543b6a06b13e2964),
  "card-grab-mid-flight": .init(
    jsonBytes: 59356, json: 0x7bd10b1e963eb74b, csvBytes: 34510, csv: 0x884231a79a6bdb06),
  "card-reduce-motion": .init(
    jsonBytes: 44760, json: 0xca69807f08b6f79b, csvBytes: 21952, csv: 0xbeca43b8acaf500f),
  "card-tap-dimming": .init(
    jsonBytes: 50854, json: 0xf40055c909f40a0c, csvBytes: 27380, csv: 0x3e0dd7d3f52e7391),
  "card-pan-dimming": .init(
    jsonBytes: 54346, json: 0x9744db6e98a9e2cb, csvBytes: 29886, csv: 0x9b6b584429c1fdd8),
  "card-tap-dimming-off": .init(
    jsonBytes: 49838, json: 0x5478691d1e36422b, csvBytes: 25436, csv: 0x281b039cdb0853a8),
  "container-select": .init(
    jsonBytes: 55043, json: 0x9c6f42469752292d, csvBytes: 27779, csv: 0x7be90bfc83d6458a),
  "container-reduce-motion": .init(
    jsonBytes: 54672, json: 0xd439a8f5ff859706, csvBytes: 27102, csv: 0x3b81f3174c9650aa),
  "container-interactive-finish": .init(
    jsonBytes: 98870, json: 0x2ee49544d38ca41b, csvBytes: 56042, csv: 0x3cb32f28179aab8b),
  "container-interactive-cancel": .init(
    jsonBytes: 82382, json: 0xde58d7778a95b63c, csvBytes: 45173, csv: 0xd2cd78849f11e929),
  "container-flick": .init(
    jsonBytes: 58396, json: 0x286fc70d7556c8d0, csvBytes: 30944, csv: 0xcf7e64fe3b1782df),
  "container-grab-mid-flight": .init(
    jsonBytes: 64523, json: 0xc440cc73bcbf1e28, csvBytes: 35053, csv: 0x8e0d3c10ac8df862),
  "container-edge": .init(
    jsonBytes: 74861, json: 0x23ca1894f25fd6c4, csvBytes: 34091, csv: 0xbf2cc7c3a843a5be),
  "container-select-during-transition": .init(
    jsonBytes: 61328, json: 0x104e8c98cb943c4f, csvBytes: 34795, csv: 0xbb218eb1efb0792c),
  "modal-present": .init(
    jsonBytes: 45295, json: 0x5aed345a3293b4a1, csvBytes: 23417, csv: 0x6e5640e8ddd4e8e4),
  "modal-dismiss": .init(
    jsonBytes: 45402, json: 0xcfe4fb71b0b8c907, csvBytes: 23148, csv: 0xca00a52d5abe2c86),
  "modal-interactive-finish": .init(
    jsonBytes: 80861, json: 0xeaa550dbdab43d13, csvBytes: 44217, csv: 0x110f8956bb9325c5),
  "modal-interactive-cancel": .init(
    jsonBytes: 68556, json: 0x3eb6781822a6b76f, csvBytes: 37906, csv: 0x7a48428f8d42d627),
  "modal-flick": .init(
    jsonBytes: 47710, json: 0xfd40631115aeeb68, csvBytes: 24684, csv: 0x9e8a39549b20561f),
  "modal-grab-mid-flight": .init(
    jsonBytes: 53067, json: 0x3f6b4d41552c03d9, csvBytes: 28502, csv: 0xd6c0a56ace195c65),
  "modal-reduce-motion": .init(
    jsonBytes: 44674, json: 0x629a4eabe4c3255a, csvBytes: 22030, csv: 0xf5d2438ae878ebab),
  "modal-dismissal-none-drag": .init(
    jsonBytes: 61399, json: 0xe5147e94abd58502, csvBytes: 28227, csv: 0xb8c51632f29510fb),
  "modal-dismissal-none-button": .init(
    jsonBytes: 45402, json: 0xcfe4fb71b0b8c907, csvBytes: 23148, csv: 0xca00a52d5abe2c86),
  "modal-input-short": .init(
    jsonBytes: 86650, json: 0x6f40d98dd87badca, csvBytes: 51972, csv: 0xf872e130dfe60cec),
  "modal-input-past": .init(
    jsonBytes: 85684, json: 0xde229c682e3ba5fc, csvBytes: 50363, csv: 0xe59421e04a0b1323),
  "modal-scroll-hand-off": .init(
    jsonBytes: 77359, json: 0xe6725019e3060572, csvBytes: 39688, csv: 0x90a9a1a80721744),
  "pullDown-present": .init(
    jsonBytes: 34124, json: 0xf986fd777c8864f1, csvBytes: 15528, csv: 0x9fb8cc413e0262cb),
  "pullDown-dismiss": .init(
    jsonBytes: 34130, json: 0x425d3adf75df5689, csvBytes: 15349, csv: 0xd41ec432181fabf5),
  "pullDown-interactive-finish": .init(
    jsonBytes: 61123, json: 0xd8765df387b66b66, csvBytes: 29441, csv: 0x4aea4afe61142da7),
  "pullDown-interactive-cancel": .init(
    jsonBytes: 51200, json: 0xaf304180c6630b84, csvBytes: 23835, csv: 0x3c0948e8d7427286),
  "pullDown-flick": .init(
    jsonBytes: 36105, json: 0xbaa5c96654e66833, csvBytes: 16632, csv: 0x83b5b515d26bd62),
  "pullDown-grab-mid-flight": .init(
    jsonBytes: 43256, json: 0xd94edd28873abf42, csvBytes: 20014, csv: 0xcbca261a31df7dad),
  "pullDown-reduce-motion": .init(
    jsonBytes: 33697, json: 0x4aad65065844e7de, csvBytes: 14689, csv: 0x1c9246590d0890a3),
  "push-push": .init(
    jsonBytes: 44845, json: 0xdf968b2b00a84f32, csvBytes: 22108, csv: 0xe148fd74ea8361e1),
  "push-pop": .init(
    jsonBytes: 44814, json: 0xbe006e849b379680, csvBytes: 21577, csv: 0x90e59e8102696a8f),
  "push-interactive-finish": .init(
    jsonBytes: 80954, json: 0xf9eb40fdadf30eba, csvBytes: 43180, csv: 0x62dde1d3256d7aa6),
  "push-interactive-cancel": .init(
    jsonBytes: 67503, json: 0xefe05637ff14a29e, csvBytes: 35419, csv: 0x1b25695fae5c5d9c),
  "push-flick": .init(
    jsonBytes: 47499, json: 0xeb696f48586efdbb, csvBytes: 23860, csv: 0x92b9ec1c9a89fe72),
  "push-grab-mid-flight": .init(
    jsonBytes: 53004, json: 0xdd71c3097d1bb5b2, csvBytes: 27844, csv: 0xc6faa1be160ae201),
  "push-reduce-motion": .init(
    jsonBytes: 44117, json: 0x6dd60d4f10941f0f, csvBytes: 21213, csv: 0xe9e2ebb5184ba785),
  "push-flick-30pt": .init(
    jsonBytes: 46065, json: 0xd157931c4eabc805, csvBytes: 23080, csv: 0x11015dde1be1e140),
  "push-full-width-pop": .init(
    jsonBytes: 67126, json: 0xfd0f0175b6eec18c, csvBytes: 34900, csv: 0x76715a4a9a5efa74),
  "push-right-to-left": .init(
    jsonBytes: 67012, json: 0xebaf11050489956d, csvBytes: 34695, csv: 0x8ed865d62fe96267),
  "shade-present": .init(
    jsonBytes: 106304, json: 0x63d07227f3c62638, csvBytes: 48685, csv: 0x4efd59e1f07695bb),
  "shade-dismiss": .init(
    jsonBytes: 105463, json: 0x4e74c027879fc09d, csvBytes: 47776, csv: 0x90e131b2831dd47b),
  "shade-interactive-finish": .init(
    jsonBytes: 132914, json: 0x6f91bc32656c22a1, csvBytes: 61933, csv: 0x9903b2e8507eeb46),
  "shade-interactive-cancel": .init(
    jsonBytes: 121674, json: 0xf5a6cf1ccdf7feba, csvBytes: 54793, csv: 0xb4af7089d9f1f003),
  "shade-flick": .init(
    jsonBytes: 108198, json: 0x59e23e6d69ffbc17, csvBytes: 49534, csv: 0x338d2134c76cefaa),
  "shade-grab-mid-flight": .init(
    jsonBytes: 114843, json: 0x35ac45241aee9404, csvBytes: 52859, csv: 0x9978c5a4f9f5466a),
  "shade-reduce-motion": .init(
    jsonBytes: 101984, json: 0x2225dcb1a4d3ea82, csvBytes: 42796, csv: 0x4ff28542989a7b6e),
  "shade-bounce": .init(
    jsonBytes: 108228, json: 0xdef8ac501c4debdf, csvBytes: 49528, csv: 0xae7ee86868580fd4),
  "shade-time-cap": .init(
    jsonBytes: 105124, json: 0x8d2cac0040c10b42, csvBytes: 45014, csv: 0xc314d36f96228fdc),
  "shade-uikit-compatible": .init(
    jsonBytes: 107997, json: 0x742c46de94f2359f, csvBytes: 49170, csv: 0xc01de4e2c6ca7335),
  "sheet-present": .init(
    jsonBytes: 51174, json: 0x5f6a9b4cd94e755f, csvBytes: 27871, csv: 0xea180a1c6fc3ee4d),
  "sheet-dismiss": .init(
    jsonBytes: 49614, json: 0xa7883f7ac915ad8b, csvBytes: 26046, csv: 0xcb0c314e8e0e0f45),
  "sheet-interactive-finish": .init(
    jsonBytes: 90054, json: 0x3f69007bb5127bed, csvBytes: 51597, csv: 0x96e46e1045aeff3),
  "sheet-interactive-cancel": .init(
    jsonBytes: 76486, json: 0x9283bcdb4e91f03b, csvBytes: 41668, csv: 0x22c71ff0b7809519),
  "sheet-flick": .init(
    jsonBytes: 51049, json: 0x65bf53e2a867c494, csvBytes: 26627, csv: 0xdb8a2f14d215ce30),
  "sheet-grab-mid-flight": .init(
    jsonBytes: 59217, json: 0x326bf732348c4bc0, csvBytes: 30979, csv: 0xd74ba31f555e7921),
  "sheet-reduce-motion": .init(
    jsonBytes: 45961, json: 0x291a08866d5beb1, csvBytes: 21860, csv: 0xe84d16d12a9b0c3),
  "sheet-open-at-medium": .init(
    jsonBytes: 57839, json: 0xccad480715278d05, csvBytes: 31019, csv: 0xae4a0114bd99ba0e),
  "sheet-gentle-release": .init(
    jsonBytes: 93001, json: 0x51221864155af0da, csvBytes: 47754, csv: 0xc3457fd39ba627c7),
  "sheet-flick-to-large": .init(
    jsonBytes: 63035, json: 0xd4dd96e247bae62c, csvBytes: 32824, csv: 0x14ef698148eae57b),
  "sheet-strong-flick-past-middle": .init(
    jsonBytes: 61560, json: 0xe0f166c016ed6ed5, csvBytes: 32111, csv: 0x2795d7dbe81b7097),
  "sheet-strong-flick-adjacent": .init(
    jsonBytes: 58084, json: 0x2b047674d329ce05, csvBytes: 28537, csv: 0xab2fb53266b99f40),
  "sheet-flick-down-dismisses": .init(
    jsonBytes: 59211, json: 0xb46cfe74a81b7d3f, csvBytes: 31365, csv: 0x3ab1e96c7436768),
  "sheet-scroll-expands-then-scrolls": .init(
    jsonBytes: 105695, json: 0xe8dcdd2bbe691631, csvBytes: 52075, csv: 0xa69294fd5d0203cb),
  "sheet-scroll-hands-off-to-dismissal": .init(
    jsonBytes: 85393, json: 0xb199e9c2226a3067, csvBytes: 44529, csv: 0x9f4b12c1a8f8a585),
  "sheet-keyboard-at-medium": .init(
    jsonBytes: 112272, json: 0x4691b729110cf573, csvBytes: 55317, csv: 0x6b369f41b094aa9a),
  "sheet-keyboard-during-drag": .init(
    jsonBytes: 107310, json: 0xd5241acbc94d55a7, csvBytes: 56228, csv: 0x3bee9a4cdef67c54),
  "sheet-rotation-at-medium": .init(
    jsonBytes: 57890, json: 0xdd917ed4be9d6de2, csvBytes: 26833, csv: 0x342129b9d209829),
  "sheet-undimmed-detent": .init(
    jsonBytes: 117291, json: 0x5809dd05acd877e5, csvBytes: 60784, csv: 0xd093ef3d0ebdffa5),
  "sheet-reduce-motion-detents": .init(
    jsonBytes: 57484, json: 0xd598f55765e295bf, csvBytes: 27984, csv: 0xd13f56dd493c05e2),
  "zoom-present": .init(
    jsonBytes: 57784, json: 0x79c04b3837c7d3, csvBytes: 32273, csv: 0xc26dad0437f243ec),
  "zoom-dismiss": .init(
    jsonBytes: 57664, json: 0x15f82b579ec76019, csvBytes: 31598, csv: 0x73575cd6011485b0),
  "zoom-interactive-finish": .init(
    jsonBytes: 104799, json: 0x94ad5fc16e2d864b, csvBytes: 63320, csv: 0xbab3c66b9d1026c8),
  "zoom-interactive-cancel": .init(
    jsonBytes: 87552, json: 0x70196dac0ad4bbda, csvBytes: 51638, csv: 0xfd77a598fed10b89),
  "zoom-flick": .init(
    jsonBytes: 60994, json: 0x1b8892c78ae95824, csvBytes: 34111, csv: 0x887fe6b25353234c),
  "zoom-grab-mid-flight": .init(
    jsonBytes: 68023, json: 0x9e58f28e17bb8045, csvBytes: 39954, csv: 0x18bac375b825c292),
  "zoom-reduce-motion": .init(
    jsonBytes: 55755, json: 0x79fc13c63dc4ce61, csvBytes: 29143, csv: 0xcec8ee8ca1134248),
  "zoom-drag-diagonal": .init(
    jsonBytes: 92894, json: 0xf466bbb97ca79238, csvBytes: 55014, csv: 0xf4d7cf256ba1bbb7),
  "zoom-release-back": .init(
    jsonBytes: 83600, json: 0xe0b03ba8faacf305, csvBytes: 49428, csv: 0x4a7d5f51e22be09a),
  "zoom-grab-mid-zoom": .init(
    jsonBytes: 66754, json: 0xcf51a9c23a77a704, csvBytes: 37920, csv: 0x2d86cc8e18179ab6),
  "zoom-source-gone": .init(
    jsonBytes: 57946, json: 0xb31a62d80f33b8a2, csvBytes: 31871, csv: 0x164e71b5b86ea1eb),
  "slide-present": .init(
    jsonBytes: 49409, json: 0x50e4b136824c44ca, csvBytes: 27362, csv: 0x4d191d203c6dce61),
  "slide-dismiss": .init(
    jsonBytes: 47991, json: 0xf3f5843d1f186b25, csvBytes: 25574, csv: 0xf03ae5cf8ce287d6),
  "slide-interactive-finish": .init(
    jsonBytes: 87447, json: 0xfa1d9bc161908244, csvBytes: 50651, csv: 0x2485ec9249cb8149),
  "slide-interactive-cancel": .init(
    jsonBytes: 75140, json: 0x9cf45c6ef083b79, csvBytes: 44244, csv: 0xc4c3322cf9d0267b),
  "slide-flick": .init(
    jsonBytes: 50760, json: 0x71e908e163f96e5e, csvBytes: 27516, csv: 0xf8b2e6b6fc5a348e),
  "slide-grab-mid-flight": .init(
    jsonBytes: 58542, json: 0x7efb01f59168ed0c, csvBytes: 33700, csv: 0x5d8dfe690049be05),
  "slide-reduce-motion": .init(
    jsonBytes: 44590, json: 0xaf31c0fb0f0eba01, csvBytes: 21781, csv: 0x34f47d80d1d023bc),
  "slide-leading-present": .init(
    jsonBytes: 49373, json: 0x97dc8a98ddc9eb29, csvBytes: 27324, csv: 0x2602d99316773ebe),
  "slide-leading-drag": .init(
    jsonBytes: 62140, json: 0xf48765a79fb0d2d0, csvBytes: 34069, csv: 0xaddbebbbea347a3a),
  "slide-top-flick": .init(
    jsonBytes: 50222, json: 0xaf320e190afb8792, csvBytes: 27155, csv: 0x42f55ce5988f061c),
  "slide-stretch": .init(
    jsonBytes: 61855, json: 0xc894acdfc8958245, csvBytes: 31908, csv: 0x776b689582e2ed09),
  "throwAway-present": .init(
    jsonBytes: 46205, json: 0xe4748c203c291876, csvBytes: 24148, csv: 0x2fac24ef8d92310a),
  "throwAway-dismiss": .init(
    jsonBytes: 48425, json: 0x8420056be5784427, csvBytes: 24947, csv: 0x13c04411fabd5493),
  "throwAway-interactive-finish": .init(
    jsonBytes: 81967, json: 0x84233df3af9f4ee9, csvBytes: 43613, csv: 0xb206e73235a153ad),
  "throwAway-interactive-cancel": .init(
    jsonBytes: 69751, json: 0x3b64c935002f859c, csvBytes: 38839, csv: 0x10b51c25c629595d),
  "throwAway-flick": .init(
    jsonBytes: 49024, json: 0x834d5420e7a5d871, csvBytes: 25626, csv: 0x94e73b430f3eed0b),
  "throwAway-grab-mid-flight": .init(
    jsonBytes: 60191, json: 0xf503ee3ae20ccded, csvBytes: 33707, csv: 0x9880792777d0e8cb),
  "throwAway-reduce-motion": .init(
    jsonBytes: 46041, json: 0xdad7061f83eef599, csvBytes: 23228, csv: 0x14fba9d93b692b9f),
  "throwAway-corner-spin": .init(
    jsonBytes: 53477, json: 0xe25163ec95addbbc, csvBytes: 27185, csv: 0xc184d50fbe23e05c),
  "throwAway-slow-past-distance": .init(
    jsonBytes: 86291, json: 0xf53f96074c44e66, csvBytes: 49328, csv: 0xf5c55d5904642da2),
  "throwAway-corner-return": .init(
    jsonBytes: 79239, json: 0xc93a8baea88e7d2e, csvBytes: 44340, csv: 0xb0c2b7f5558e9638),
  "throwAway-grab-return": .init(
    jsonBytes: 74357, json: 0xf03190980fa4d5bb, csvBytes: 39857, csv: 0x2aa6d99e14837e67),
  "throwAway-reduce-motion-throw": .init(
    jsonBytes: 49770, json: 0x6a741df0d8f085d6, csvBytes: 24818, csv: 0x5185ed3d7344797d),
  "card-dismiss-gesture-off-then-on": .init(
    jsonBytes: 88895, json: 0x20e37a3ec6e7cd36, csvBytes: 47327, csv: 0xd6a07cd630dfdecb),
  "sheet-fitting-follows-content": .init(
    jsonBytes: 103477, json: 0xaa67a3f3588a865b, csvBytes: 51093, csv: 0x685862a5d157bb4a),
  "zoom-from-bar-button": .init(
    jsonBytes: 103603, json: 0x1f194af278d6d67e, csvBytes: 57756, csv: 0x9dede4e1c0afcff4),
  "toast-present": .init(
    jsonBytes: 33983, json: 0x1d2a58c849d07230, csvBytes: 15559, csv: 0x7c4ef716ed2cb38b),
  "toast-dismiss": .init(
    jsonBytes: 33913, json: 0x5ad1d063dac078d6, csvBytes: 15298, csv: 0x528a606d251fadb3),
  "toast-interactive-finish": .init(
    jsonBytes: 60757, json: 0xbb5c2312b2242e2e, csvBytes: 28849, csv: 0xdee25109afeb62b5),
  "toast-interactive-cancel": .init(
    jsonBytes: 50625, json: 0x68a57c96719d7a6e, csvBytes: 23120, csv: 0xec29095fcac318ed),
  "toast-flick": .init(
    jsonBytes: 35665, json: 0x4db9679c330ee6cd, csvBytes: 16008, csv: 0x87b0a675a9e323c9),
  "toast-grab-mid-flight": .init(
    jsonBytes: 39444, json: 0xcc560579fdfa77d3, csvBytes: 18088, csv: 0x15f2584b6e54ab0),
  "toast-reduce-motion": .init(
    jsonBytes: 33626, json: 0xd9036b01b2d8d68b, csvBytes: 14786, csv: 0x901c9796cf3529ee),
  "toast-timeout": .init(
    jsonBytes: 101909, json: 0x62a2e1b687f3d411, csvBytes: 44918, csv: 0x6ab3a67803628227),
  "toast-swipe-away": .init(
    jsonBytes: 36208, json: 0xc52a668116a8f15b, csvBytes: 15841, csv: 0xc1853f6b309762a7),
  "toast-held-past-timeout": .init(
    jsonBytes: 93055, json: 0xd7b9b8c5db7a10db, csvBytes: 39465, csv: 0x7bbf9cde55ff79d7),
  "toast-queue": .init(
    jsonBytes: 108916, json: 0x5b41b7403bb4a8d5, csvBytes: 50822, csv: 0x843a04a0091dcc43),
  "toast-tap-presenter": .init(
    jsonBytes: 34995, json: 0xeffeb6eb7d1dc228, csvBytes: 14581, csv: 0x505ad5832e22f7d7),
  "toast-top-present": .init(
    jsonBytes: 33965, json: 0xe3d8ef4c734865bc, csvBytes: 15541, csv: 0xcff7204084638d49),
  "toast-top-swipe": .init(
    jsonBytes: 36169, json: 0x6d6f2fcaec4e96e3, csvBytes: 15801, csv: 0x9a4d47ee41db9b3a),
  "toast-stretch": .init(
    jsonBytes: 43058, json: 0xd657f2d7ab583af1, csvBytes: 18705, csv: 0x7f0f4846aa42c28c),
  "push-rtl-pop": .init(
    jsonBytes: 67012, json: 0xebaf11050489956d, csvBytes: 34695, csv: 0x8ed865d62fe96267),
  "slide-rtl-leading-present": .init(
    jsonBytes: 49396, json: 0x1ccf77119465af5e, csvBytes: 27347, csv: 0x3dd25631967d2c9),
  "tab-select": .init(
    jsonBytes: 54434, json: 0x938716d7557e7187, csvBytes: 27176, csv: 0x75033d847f56e651),
  "tab-reduce-motion": .init(
    jsonBytes: 54089, json: 0x53b720f44f08f7c8, csvBytes: 26525, csv: 0xdc02370e7ef99663),
  "tab-interactive-finish": .init(
    jsonBytes: 97225, json: 0xca741e97303f7dda, csvBytes: 54403, csv: 0x2276c2e99e716c63),
  "tab-interactive-cancel": .init(
    jsonBytes: 81152, json: 0xf42d55a6afd3a5da, csvBytes: 43949, csv: 0x606adf35257613fe),
  "tab-flick": .init(
    jsonBytes: 57608, json: 0x15779138b54d87d2, csvBytes: 30162, csv: 0x57c986461eb3a24a),
  "tab-grab-mid-flight": .init(
    jsonBytes: 63596, json: 0x4c1ed476c41afbec, csvBytes: 34132, csv: 0x17f783d8ac1af8ea),
  "tab-past-last": .init(
    jsonBytes: 104900, json: 0x6704b91691190e13, csvBytes: 50404, csv: 0xb2f3a2bf7310ac6e),
  "tab-rtl-pan": .init(
    jsonBytes: 96960, json: 0xe9be1af63e6e0b81, csvBytes: 54361, csv: 0x381b6a9901f81eb3),
  // Issue 30: each transition with a 250 ms stall after its release, frame by frame and committed.
  "card-stall-frames": .init(
    jsonBytes: 50600, json: 0x97f8e776b04b4e06, csvBytes: 27247, csv: 0xdac7f8537f915dc5),
  "card-stall-committed": .init(
    jsonBytes: 53145, json: 0xc750ab2292b149e2, csvBytes: 30423, csv: 0xc9223808b4684671),
  "container-stall-frames": .init(
    jsonBytes: 54279, json: 0xbc4c943d87fd7e7, csvBytes: 26338, csv: 0xf2ad88ab7622de76),
  "container-stall-committed": .init(
    jsonBytes: 57023, json: 0x339ed74e5b10644e, csvBytes: 30870, csv: 0x3180f7b4387abe03),
  "modal-stall-frames": .init(
    jsonBytes: 47859, json: 0xf92579db190f9b74, csvBytes: 24699, csv: 0x3892b566f2a3cb8d),
  "modal-stall-committed": .init(
    jsonBytes: 49782, json: 0xc0e91b19078c470b, csvBytes: 27241, csv: 0xdde6db1d7e0425b2),
  "pullDown-stall-frames": .init(
    jsonBytes: 36292, json: 0xb0a13ee04641bc76, csvBytes: 16475, csv: 0x8f168028d64e4571),
  "pullDown-stall-committed": .init(
    jsonBytes: 38205, json: 0x6d27bf8c08ca659b, csvBytes: 18340, csv: 0x309fe4b64917271c),
  "push-stall-frames": .init(
    jsonBytes: 47398, json: 0x62e900c2479c0d5a, csvBytes: 23445, csv: 0x84bd5e24e842099),
  "push-stall-committed": .init(
    jsonBytes: 49629, json: 0xf5eeac433dad45bd, csvBytes: 26487, csv: 0x8e8176a80e23532f),
  "shade-stall-frames": .init(
    jsonBytes: 108384, json: 0xd6a6f064f1b0af25, csvBytes: 49377, csv: 0x701deda9d6dc1c73),
  "shade-stall-committed": .init(
    jsonBytes: 114368, json: 0x60697c87629afa88, csvBytes: 54694, csv: 0xa2987e425fbae60),
  "sheet-stall-frames": .init(
    jsonBytes: 50660, json: 0x9bd395899f70f245, csvBytes: 26104, csv: 0x5ede226f69517e1),
  "sheet-stall-committed": .init(
    jsonBytes: 53188, json: 0x19616b143b2b4661, csvBytes: 29255, csv: 0x7035208125d2aea),
  "slide-stall-frames": .init(
    jsonBytes: 50339, json: 0xb9ba2e96dc88225e, csvBytes: 26959, csv: 0xdc39727ebe13f894),
  "slide-stall-committed": .init(
    jsonBytes: 52917, json: 0x11bf7b64a51fa2e1, csvBytes: 30162, csv: 0x5f3695b4c42b716),
  "throwAway-stall-frames": .init(
    jsonBytes: 49183, json: 0x6e12207337c8f2d1, csvBytes: 25629, csv: 0xff5162113044eccd),
  "throwAway-stall-committed": .init(
    jsonBytes: 51125, json: 0x58d680de817e1cb1, csvBytes: 28118, csv: 0xb84ad82a4d9eb652),
  "zoom-stall-frames": .init(
    jsonBytes: 60726, json: 0x7a3eb8efc5b6ad8e, csvBytes: 33543, csv: 0xfb2b6f04c65c3021),
  "zoom-stall-committed": .init(
    jsonBytes: 63103, json: 0x643bc7c71c362b0a, csvBytes: 37572, csv: 0x44763c336eb0dd7b),
  "crossDissolve-present": .init(
    jsonBytes: 33586, json: 0x10039d9b9d8d63ea, csvBytes: 14838, csv: 0x6b92a0c868f2e3ac),
  "crossDissolve-dismiss": .init(
    jsonBytes: 33471, json: 0xc95bd8d52632f457, csvBytes: 14487, csv: 0x3ad1e23d8202abe),
  "crossDissolve-interactive-finish": .init(
    jsonBytes: 60348, json: 0x96632c62d96b1b1e, csvBytes: 28368, csv: 0x2b5fba45c803dbae),
  "crossDissolve-interactive-cancel": .init(
    jsonBytes: 50605, json: 0xd280625dfda1acec, csvBytes: 23605, csv: 0xb4445a281a80dea1),
  "crossDissolve-flick": .init(
    jsonBytes: 35462, json: 0xcc72f7960af9ac1d, csvBytes: 15743, csv: 0xf3be39af8747f4c8),
  "crossDissolve-grab-mid-flight": .init(
    jsonBytes: 38666, json: 0x991df8fc4374bc90, csvBytes: 16956, csv: 0x9fc77603c7a77f82),
  "crossDissolve-reduce-motion": .init(
    jsonBytes: 33476, json: 0x589a62a477f4d15d, csvBytes: 14628, csv: 0x7b093bb401d0a4fc),
  "crossDissolve-drag-up": .init(
    jsonBytes: 57491, json: 0x84190c1c14d40df0, csvBytes: 26875, csv: 0xf0f5474687a01364),
  "crossDissolve-flick-left": .init(
    jsonBytes: 34937, json: 0x1e9c0359affa113e, csvBytes: 15532, csv: 0x5c0fac5b4ab1dbe9),
  "crossDissolve-out-and-back": .init(
    jsonBytes: 61156, json: 0x205a83d2813e08bb, csvBytes: 27866, csv: 0xc61b8ebcf4ef4bf4),
  "crossDissolve-card-then-slide-present": .init(
    jsonBytes: 50011, json: 0x2b2395612916b6c9, csvBytes: 27957, csv: 0x3e9429f039adead1),
  "crossDissolve-card-then-slide-dismiss": .init(
    jsonBytes: 48602, json: 0x28be46c09c105017, csvBytes: 26186, csv: 0xba7d943c4f8aae41),
  "crossDissolve-card-then-slide-drag": .init(
    jsonBytes: 69681, json: 0xef13a13d6030b7ab, csvBytes: 39288, csv: 0x80c721e997ba8da8),
  "crossDissolve-card-then-crossDissolve-drag": .init(
    jsonBytes: 71596, json: 0xcf4b18c750f5f929, csvBytes: 39386, csv: 0x740847b034372ecf),
  "crossDissolve-card-then-crossDissolve-cancel": .init(
    jsonBytes: 72950, json: 0x1855b6bc63d6380c, csvBytes: 42658, csv: 0x53b02fca9831fd91),
  "crossDissolve-stall-frames": .init(
    jsonBytes: 35628, json: 0xc63beab2b150e313, csvBytes: 15760, csv: 0x86ea5c25a6824d04),
  "crossDissolve-stall-committed": .init(
    jsonBytes: 37475, json: 0x3306ab95391356be, csvBytes: 17276, csv: 0x97ddda55e9e7f8e4),
  "tab-stall-frames": .init(
    jsonBytes: 53860, json: 0xb99e4f8209c58f62, csvBytes: 25925, csv: 0xacad1ddd2ce5fea2),
  "tab-stall-committed": .init(
    jsonBytes: 56404, json: 0x21e6eea25d24082c, csvBytes: 30257, csv: 0x20027f1868f52a30),
  "toast-stall-frames": .init(
    jsonBytes: 35666, json: 0x78c4206641f25eb5, csvBytes: 15861, csv: 0x19c938e5aa2586fe),
  "toast-stall-committed": .init(
    jsonBytes: 37771, json: 0xe1e6d36c73c019d3, csvBytes: 17695, csv: 0x54d06e39d316323),
  "popover-present": .init(
    jsonBytes: 59133, json: 0x2a20f94850ec49b6, csvBytes: 31915, csv: 0x65af6565dea0de97),
  "popover-dismiss": .init(
    jsonBytes: 58737, json: 0x6321973c97e87ef0, csvBytes: 31421, csv: 0xc74b3f1983111574),
  "popover-reduce-motion": .init(
    jsonBytes: 56591, json: 0xba0a1f53dbca8118, csvBytes: 29114, csv: 0x707e63204f7cd5bf),
  "popover-pad-present": .init(
    jsonBytes: 59446, json: 0xd3e2c09351101e7d, csvBytes: 32069, csv: 0x95a7a346ec384d49),
  "popover-tap-outside": .init(
    jsonBytes: 61606, json: 0x2983e3e859b59724, csvBytes: 33023, csv: 0x5d3cb31e2e223266),
  "popover-tap-inside": .init(
    jsonBytes: 58397, json: 0xfe66d5f1c371b081, csvBytes: 28314, csv: 0x49a5a2d1c5a6f701),
  "popover-tap-passthrough": .init(
    jsonBytes: 58397, json: 0x4200518dc35f33d7, csvBytes: 28314, csv: 0x49a5a2d1c5a6f701),
  "popover-tap-during-present": .init(
    jsonBytes: 68740, json: 0x3aeaa65879b34a70, csvBytes: 40181, csv: 0x5f83152f78c46350),
  "popover-arrow-up": .init(
    jsonBytes: 59302, json: 0xd37df75ca38b003f, csvBytes: 32092, csv: 0x1390a9eb8695b889),
  "popover-arrow-down": .init(
    jsonBytes: 59771, json: 0x27b27b5a9a85f0db, csvBytes: 32403, csv: 0x83d0275cdf9afa30),
  "popover-arrow-left": .init(
    jsonBytes: 59201, json: 0xde9398ff0944fe01, csvBytes: 31833, csv: 0x72e0549a51d10f42),
  "popover-arrow-right": .init(
    jsonBytes: 59755, json: 0xa6704b356f42f33d, csvBytes: 32308, csv: 0xb63ababc0c494155),
  "popover-compact-sheet": .init(
    jsonBytes: 63472, json: 0x85d1e388e2c9f24c, csvBytes: 38089, csv: 0xcb9403420fc53e21),
  "popover-compact-sheet-drag": .init(
    jsonBytes: 73214, json: 0x8623f0d071cacdbe, csvBytes: 43242, csv: 0xb324caade646e0b3),
  "popover-stall-frames": .init(
    jsonBytes: 56919, json: 0xc9b9b723edf90c6, csvBytes: 29036, csv: 0x31db5b5b1a00cad8),
  "popover-stall-committed": .init(
    jsonBytes: 61358, json: 0x31af19dac46ba0ca, csvBytes: 35257, csv: 0xa12138a4e4cab4b),
]
