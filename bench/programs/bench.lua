-- A deterministic Lua workload for scripts/bench: lua bench.lua SCALE
local scale = tonumber(arg[1]) or 1
local seed = 42
local function rand(n)
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed % n
end

-- 1. Fannkuch: permutations and array flips.
local function fannkuch(n)
  local perm, perm1, count = {}, {}, {}
  local maxflips, checksum, r, nperm = 0, 0, n, 0
  for i = 0, n - 1 do perm1[i] = i end
  while true do
    while r ~= 1 do count[r - 1] = r; r = r - 1 end
    for i = 0, n - 1 do perm[i] = perm1[i] end
    local flips = 0
    local k = perm[0]
    while k ~= 0 do
      local i, j = 0, k
      while i < j do perm[i], perm[j] = perm[j], perm[i]; i = i + 1; j = j - 1 end
      flips = flips + 1
      k = perm[0]
    end
    if flips > maxflips then maxflips = flips end
    checksum = checksum + (nperm % 2 == 0 and flips or -flips)
    while true do
      if r == n then return checksum, maxflips end
      local p0 = perm1[0]
      for i = 0, r - 1 do perm1[i] = perm1[i + 1] end
      perm1[r] = p0
      count[r] = count[r] - 1
      if count[r] > 0 then break end
      r = r + 1
    end
    nperm = nperm + 1
  end
end

-- 2. Word frequencies: string building, hashing, sorting.
local words = {"fault", "domain", "segment", "store", "jump", "sandbox",
  "register", "verify", "loader", "module", "kernel", "trap"}
local function wordfreq(n)
  local parts = {}
  for i = 1, n do
    parts[#parts + 1] = words[rand(#words) + 1] .. (rand(7) == 0 and tostring(rand(50)) or "")
  end
  local text = table.concat(parts, " ")
  local freq = {}
  for w in text:gmatch("%a+%d*") do freq[w] = (freq[w] or 0) + 1 end
  local keys = {}
  for k in pairs(freq) do keys[#keys + 1] = k end
  table.sort(keys, function(a, b)
    if freq[a] ~= freq[b] then return freq[a] > freq[b] end
    return a < b
  end)
  local out = {}
  for i = 1, math.min(5, #keys) do out[i] = keys[i] .. "=" .. freq[keys[i]] end
  return #keys, table.concat(out, ",")
end

-- 3. Objects and closures: a binary tree built, walked and dropped.
local function tree(d)
  if d == 0 then return {} end
  return {tree(d - 1), tree(d - 1)}
end
local function check(t)
  if t[1] == nil then return 1 end
  return 1 + check(t[1]) + check(t[2])
end

-- 4. Integer arithmetic: a sieve and a hash of the primes.
local function sieve(n)
  local comp, h, c = {}, 0, 0
  for i = 2, n do
    if not comp[i] then
      c = c + 1
      h = (h * 31 + i) % 1000000007
      for j = i * i, n, i do comp[j] = true end
    end
  end
  return c, h
end

for round = 1, scale do
  local c, m = fannkuch(8)
  local nk, top = wordfreq(20000)
  local nodes = 0
  for d = 4, 14, 2 do nodes = nodes + check(tree(d)) end
  local np, ph = sieve(200000)
  print(string.format("round %d: fannkuch %d %d; words %d %s; nodes %d; primes %d %d",
    round, c, m, nk, top, nodes, np, ph))
end
